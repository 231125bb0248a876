//! reqwest 0.13 and 0.12 against a real loopback server: connection
//! failures, timeouts and error statuses classified alike by both
//! versions, and `HttpError::check` keeping the status, the delay and a
//! bounded body for the log, also inside an `anyhow` chain.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

use toolerror::Category;
use toolerror::classify::{Classify, HttpError};

/// A server answering each connection with `response` (raw HTTP/1.1), or
/// holding it open without answering when `response` is `None`.
fn serve(response: Option<String>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let response = response.clone();
            std::thread::spawn(move || {
                let mut request = [0u8; 4096];
                let _ = stream.read(&mut request);
                match response {
                    Some(response) => {
                        let _ = stream.write_all(response.as_bytes());
                    }
                    None => std::thread::sleep(Duration::from_secs(5)),
                }
            });
        }
    });
    address
}

fn answer(status: &str, headers: &str, body: &str) -> Option<String> {
    Some(format!(
        "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n{headers}\r\n{body}",
        body.len()
    ))
}

/// A port nothing listens on.
fn closed_port() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

macro_rules! both_versions {
    ($name:ident, $krate:ident) => {
        mod $name {
            use super::*;

            fn client() -> ::$krate::Client {
                ::$krate::Client::builder()
                    .timeout(Duration::from_millis(300))
                    .build()
                    .unwrap()
            }

            #[tokio::test]
            async fn a_refused_connection_is_transient_and_never_sent() {
                let error = client()
                    .get(format!("http://{}/", closed_port()))
                    .send()
                    .await
                    .unwrap_err();
                let classification = error.classify().unwrap();
                assert_eq!(classification.category, Category::Transient);
                assert!(!classification.outcome_unknown);
            }

            #[tokio::test]
            async fn no_answer_in_time_may_have_taken_effect() {
                let address = serve(None);
                let error = client()
                    .post(format!("http://{address}/"))
                    .send()
                    .await
                    .unwrap_err();
                let classification = error.classify().unwrap();
                assert_eq!(classification.category, Category::Transient);
                assert!(classification.outcome_unknown, "{error:?}");
            }

            #[tokio::test]
            async fn an_error_status_keeps_its_body_for_the_log_and_classifies_in_a_chain() {
                let body = format!("{{\"message\": \"issue 7 not found\"}}{}", "x".repeat(3000));
                let address = serve(answer("404 Not Found", "", &body));
                let response = client()
                    .get(format!("http://{address}/"))
                    .send()
                    .await
                    .unwrap();
                let error = HttpError::check(response).await.unwrap_err();
                assert_eq!(error.failure().status, 404);
                assert!(
                    error
                        .body()
                        .starts_with("{\"message\": \"issue 7 not found\"}")
                );
                assert!(error.body().len() <= HttpError::MAX_LOGGED_BODY_BYTES + '…'.len_utf8());
                assert!(error.body().ends_with('…'));
                let chained = anyhow::Error::new(error).context("fetching issue 7");
                let classification = chained.classify().unwrap();
                assert_eq!(classification.category, Category::Validation);
                assert!(
                    classification
                        .description
                        .unwrap()
                        .starts_with("The resource was not found.")
                );
            }

            #[tokio::test]
            async fn a_rate_limit_keeps_its_delay() {
                let address = serve(answer(
                    "429 Too Many Requests",
                    "retry-after: 7\r\n",
                    "slow down",
                ));
                let response = client()
                    .get(format!("http://{address}/"))
                    .send()
                    .await
                    .unwrap();
                let failure = toolerror::classify::HttpFailure::from_response(&response).unwrap();
                assert_eq!(failure.retry_after, Some(Duration::from_secs(7)));
                let error = HttpError::check(response).await.unwrap_err();
                assert_eq!(error.to_string(), "HTTP 429: slow down");
                let classification = error.classify().unwrap();
                assert_eq!(classification.category, Category::Transient);
                assert_eq!(classification.retry_after, Some(Duration::from_secs(7)));
            }

            #[tokio::test]
            async fn a_success_passes_through_with_its_body() {
                let address = serve(answer("200 OK", "", "forecast: sun"));
                let response = client()
                    .get(format!("http://{address}/"))
                    .send()
                    .await
                    .unwrap();
                let response = HttpError::check(response).await.unwrap();
                assert_eq!(response.text().await.unwrap(), "forecast: sun");
            }

            #[tokio::test]
            async fn an_error_status_from_error_for_status_classifies() {
                let address = serve(answer("403 Forbidden", "", ""));
                let error = client()
                    .get(format!("http://{address}/"))
                    .send()
                    .await
                    .unwrap()
                    .error_for_status()
                    .unwrap_err();
                let classification = error.classify().unwrap();
                assert_eq!(classification.category, Category::Permission);
            }
        }
    };
}

both_versions!(reqwest_0_13, reqwest);
both_versions!(reqwest_0_12, reqwest_0_12);
