//! The solvers' tables set aside with a way to say no: a table is the biggest thing the program asks the
//! machine for, and a size it cannot give must come back as an error a person can read, never as an abort
//! inside the allocator.

use std::fmt;

/// A table the machine could not set aside, and how big it was to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableTooBig {
    /// The bytes asked for (more than an address can count, for the sizes no machine has).
    pub bytes: u128,
}

impl TableTooBig {
    /// The refusal of a table of `len` items of `T`.
    pub fn of<T>(len: u128) -> Self {
        Self { bytes: len.saturating_mul(std::mem::size_of::<T>() as u128) }
    }
}

impl fmt::Display for TableTooBig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a table of {} is more memory than this machine can give", size_text(self.bytes))
    }
}

impl std::error::Error for TableTooBig {}

/// A size as people read it: `512 KiB`, `1.5 GiB`, `96 GiB`.
pub fn size_text(bytes: u128) -> String {
    const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if bytes < 1024 {
        return format!("{bytes} bytes");
    }
    let mut size = bytes as f64 / 1024.0;
    let mut unit = 0;
    while size >= 1024.0 && unit + 1 < UNITS.len() {
        size /= 1024.0;
        unit += 1;
    }
    let text = format!("{size:.1}");
    format!("{} {}", text.strip_suffix(".0").unwrap_or(&text), UNITS[unit])
}

/// `len` copies of `value`, or the refusal if the allocator cannot give them. The memory is written at once,
/// so it is the table's from the start.
pub fn try_filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, TableTooBig> {
    let mut table = Vec::new();
    table.try_reserve_exact(len).map_err(|_| TableTooBig::of::<T>(len as u128))?;
    table.resize(len, value);
    Ok(table)
}

/// `len` zeroed items from the allocator's zeroed memory, or the refusal: pages never touched cost nothing, so
/// a big table that a small question fills in part takes only what it fills.
pub fn try_zeroed<T: bytemuck::Zeroable>(len: usize) -> Result<Vec<T>, TableTooBig> {
    bytemuck::try_zeroed_vec(len).map_err(|()| TableTooBig::of::<T>(len as u128))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(size_text(512), "512 bytes");
        assert_eq!(size_text(512 << 10), "512 KiB");
        assert_eq!(size_text(3 << 29), "1.5 GiB");
        assert_eq!(size_text(96 << 30), "96 GiB");
        let refusal = TableTooBig::of::<u64>(1 << 34).to_string();
        assert_eq!(refusal, "a table of 128 GiB is more memory than this machine can give");
    }

    #[test]
    fn a_size_no_address_can_hold_is_refused_not_aborted() {
        assert_eq!(try_filled(usize::MAX / 4, 0u64), Err(TableTooBig::of::<u64>(usize::MAX as u128 / 4)));
        assert!(try_zeroed::<[u64; 2]>(usize::MAX / 8).is_err());
        assert_eq!(try_zeroed::<u64>(4).map(|t| t.len()), Ok(4));
    }
}
