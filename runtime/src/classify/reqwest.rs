//! reqwest, 0.13 (feature `reqwest`) and 0.12 (feature `reqwest-0_12`):
//! its errors classified by how far the request got, its error responses
//! read into an [`HttpFailure`] or an [`HttpError`].

use std::future::Future;
use std::time::SystemTime;

use super::{Cause, Classification, Classify, HttpError, HttpFailure, http_status};
use crate::category::Category;

/// A response of an HTTP client this crate knows: reqwest 0.13's
/// (feature `reqwest`) and 0.12's (feature `reqwest-0_12`). Sealed.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is no response of a reqwest version whose feature is on",
    label = "a response of another reqwest version, or of another client",
    note = "toolerror's feature `reqwest` is for reqwest 0.13 and `reqwest-0_12` for reqwest 0.12: enable the one your crate's reqwest is (`cargo tree -i reqwest` shows it)",
    note = "for another HTTP client, classify its status and `Retry-After` with `HttpFailure::new(status, retry_after, now)`, and keep the body for the log with `HttpError::new(failure, body)`"
)]
pub trait HttpResponse: Sized + sealed::Sealed {
    /// The status code.
    fn status_code(&self) -> u16;
    /// The `Retry-After` header's value, when it is text.
    fn retry_after(&self) -> Option<&str>;
    /// The next chunk of the body; `None` at its end or on an error.
    fn next_chunk(&mut self) -> impl Future<Output = Option<Vec<u8>>> + Send;
}

mod sealed {
    pub trait Sealed {}
}

impl HttpFailure {
    /// The failure a reqwest response is (features `reqwest`,
    /// `reqwest-0_12`); `None` for a success, whose body the caller goes on
    /// to read.
    ///
    /// ```no_run
    /// # async fn demo(client: reqwest::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// use toolerror::classify::HttpFailure;
    ///
    /// let response = client.get("http://127.0.0.1:8080/forecast").send().await?;
    /// if let Some(failure) = HttpFailure::from_response(&response) {
    ///     // e.g. `return Err(WeatherError::Status(failure))`
    ///     return Err(failure.into());
    /// }
    /// # Ok(()) }
    /// ```
    #[must_use]
    pub fn from_response(response: &impl HttpResponse) -> Option<Self> {
        HttpFailure::new(
            response.status_code(),
            response.retry_after(),
            SystemTime::now(),
        )
    }
}

impl HttpError {
    /// The response itself when it succeeded, else the error it is, with
    /// the first [`HttpError::MAX_LOGGED_BODY_BYTES`](super::HttpError::MAX_LOGGED_BODY_BYTES) of
    /// its body for the log (features `reqwest`, `reqwest-0_12`). Fits
    /// where the client returns `anyhow::Result`: the error classifies
    /// through the chain.
    ///
    /// ```no_run
    /// # async fn demo(client: reqwest::Client) -> anyhow::Result<String> {
    /// use toolerror::classify::HttpError;
    ///
    /// let response = client.get("http://127.0.0.1:8080/issues/7").send().await?;
    /// let response = HttpError::check(response).await?;
    /// Ok(response.text().await?)
    /// # }
    /// ```
    ///
    /// # Errors
    ///
    /// The [`HttpError`] of a status of 400 or more.
    pub async fn check<R: HttpResponse>(mut response: R) -> Result<R, HttpError> {
        let Some(failure) = HttpFailure::from_response(&response) else {
            return Ok(response);
        };
        // One byte past the limit tells `HttpError::new` to mark the cut;
        // the rest of the body is never read.
        let wanted = super::HttpError::MAX_LOGGED_BODY_BYTES + 1;
        let mut body = Vec::new();
        while body.len() < wanted {
            let Some(chunk) = response.next_chunk().await else {
                break;
            };
            let room = wanted - body.len();
            body.extend_from_slice(&chunk[..chunk.len().min(room)]);
        }
        Err(HttpError::new(failure, &String::from_utf8_lossy(&body)))
    }
}

/// Classifies a reqwest error by what is known of how far the request got:
///
/// | the error | category | outcome unknown |
/// |---|---|---|
/// | `is_connect()` (refused, unreachable, connect timeout, TLS): never sent | transient | no |
/// | `is_timeout()` otherwise: sent, no answer in time | transient | yes |
/// | `status()`: the server answered with an error status | by its status, as [`HttpFailure`] | 408 and 504 only |
/// | `is_request()` or `is_body()` otherwise (connection closed before the answer): may have been received | transient | yes |
/// | `is_decode()` (an answer that can't be read), `is_builder()`, `is_redirect()` | none: the variant's declared category, masked as unexpected | |
macro_rules! reqwest_version {
    ($krate:ident) => {
        impl Classify for ::$krate::Error {
            fn classify(&self) -> Option<Classification> {
                if self.is_connect() {
                    Some(
                        Classification::new(Category::Transient)
                            .with_cause(Cause::ConnectionRefused),
                    )
                } else if self.is_timeout() {
                    Some(
                        Classification::new(Category::Transient)
                            .with_outcome_unknown()
                            .with_cause(Cause::Timeout),
                    )
                } else if let Some(status) = self.status() {
                    http_status(status.as_u16())
                } else if self.is_request() || self.is_body() {
                    Some(
                        Classification::new(Category::Transient)
                            .with_outcome_unknown()
                            .with_cause(Cause::ConnectionLost),
                    )
                } else {
                    None
                }
            }
        }

        impl sealed::Sealed for ::$krate::Response {}

        impl HttpResponse for ::$krate::Response {
            fn status_code(&self) -> u16 {
                self.status().as_u16()
            }

            fn retry_after(&self) -> Option<&str> {
                self.headers()
                    .get(::$krate::header::RETRY_AFTER)
                    .and_then(|value| value.to_str().ok())
            }

            async fn next_chunk(&mut self) -> Option<Vec<u8>> {
                self.chunk()
                    .await
                    .ok()
                    .flatten()
                    .map(|chunk| chunk.to_vec())
            }
        }
    };
}

#[cfg(feature = "reqwest")]
reqwest_version!(reqwest);
#[cfg(feature = "reqwest-0_12")]
reqwest_version!(reqwest_0_12);

/// A reqwest error of either version in an error chain, classified.
pub(super) fn classify_in_chain(
    error: &(dyn std::error::Error + 'static),
) -> Option<Classification> {
    #[cfg(feature = "reqwest")]
    if let Some(error) = error.downcast_ref::<::reqwest::Error>() {
        return error.classify();
    }
    #[cfg(feature = "reqwest-0_12")]
    if let Some(error) = error.downcast_ref::<::reqwest_0_12::Error>() {
        return error.classify();
    }
    None
}
