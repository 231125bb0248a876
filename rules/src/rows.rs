//! How the derive's `VariantIndex` match answers a variant's position and
//! its declared category in one number, and how the runtime reads it back:
//! the position shifted left by [`CATEGORY_BITS`], or-ed with the category's
//! code. One number per arm is what the compiler checks fastest (a tuple
//! of the position and a `Category` path cost it more than a second match
//! would), and the runtime's `category()` compiles to the table a
//! hand-written match does.
//!
//! ```
//! use toolerror_rules::rows;
//! let row = rows::row(7, rows::BUSINESS);
//! assert_eq!((rows::index(row), rows::category(row)), (7, rows::BUSINESS));
//! ```

/// The code of a transient category.
pub const TRANSIENT: usize = 0;
/// The code of a validation category.
pub const VALIDATION: usize = 1;
/// The code of a business category.
pub const BUSINESS: usize = 2;
/// The code of a permission category.
pub const PERMISSION: usize = 3;

/// The low bits of a row that hold the category's code.
pub const CATEGORY_BITS: u32 = 2;

const CATEGORY_MASK: usize = (1 << CATEGORY_BITS) - 1;

// Four distinct codes, each within the bits: every value of the bits is
// one category, so reading one back needs no fallback.
const _: () = {
    let codes = [TRANSIENT, VALIDATION, BUSINESS, PERMISSION];
    let mut seen = 0usize;
    let mut at = 0;
    while at < codes.len() {
        assert!(codes[at] <= CATEGORY_MASK);
        seen |= 1 << codes[at];
        at += 1;
    }
    assert!(seen == (1 << (CATEGORY_MASK + 1)) - 1);
};

/// The row of the variant at `index` that declares the category coded
/// `category`.
pub const fn row(index: usize, category: usize) -> usize {
    index << CATEGORY_BITS | category
}

/// The variant's position a row holds.
pub const fn index(row: usize) -> usize {
    row >> CATEGORY_BITS
}

/// The code of the category a row holds.
pub const fn category(row: usize) -> usize {
    row & CATEGORY_MASK
}
