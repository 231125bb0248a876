//! Integration tests of toolerror; the README examples run as doctests here.
#![doc = include_str!("../../README.md")]
