//! Fixed random keys for hashing positions: SplitMix64 over a fixed seed at compile time, the same on every
//! machine and every run, so that hashes (and the node counts of searches that use them) repeat exactly. The
//! engine's Zobrist hashing ([`crate::ai::zobrist`]) and a position that hashes itself for its repetitions
//! (chess) take their keys from here, each kind of thing hashed with its own salt.

/// One step of SplitMix64 (Steele, Lea and Flood, 2014): a good 64-bit mix of `x`.
pub const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) const SEED: u64 = 0x4d69_6e69_6d61_7821; // "Minimax!"

/// `N` keys for one kind of thing hashed, told apart from other kinds by `salt`.
pub(crate) const fn keys<const N: usize>(salt: u64) -> [u64; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = splitmix64(SEED ^ splitmix64(salt.wrapping_add(i as u64)));
        i += 1;
    }
    out
}
