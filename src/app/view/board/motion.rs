//! How stones move as they arrive: pure functions of the time since they were played, tested without a window.

/// How long a stone takes to pop in.
pub const POP_SECONDS: f32 = 0.22;

/// The scale of a stone popping in, `t` seconds after it was placed: from 0 up past full size and back
/// (an ease-out-back curve), 1 from [`POP_SECONDS`] on.
pub fn pop_scale(t: f32) -> f32 {
    let x = (t / POP_SECONDS).clamp(0.0, 1.0) - 1.0;
    const OVERSHOOT: f32 = 1.70158;
    1.0 + (OVERSHOOT + 1.0) * x * x * x + OVERSHOOT * x * x
}

/// How far above its cell a dropping stone is, `t` seconds after it was let go from `rows_above` cells up:
/// free fall, then resting on its cell.
pub fn drop_offset(t: f32, rows_above: f32) -> f32 {
    // Cells per second squared; a fall from the top of a Connect Four board takes about a third of a second.
    const GRAVITY: f32 = 90.0;
    (rows_above - 0.5 * GRAVITY * t * t).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn animation_curves_start_and_settle() {
        assert!(pop_scale(0.0).abs() < 1e-6);
        assert!(pop_scale(POP_SECONDS * 0.8) > 1.0, "it overshoots");
        assert_eq!(pop_scale(POP_SECONDS), 1.0);
        assert_eq!(pop_scale(10.0), 1.0);
        assert_eq!(drop_offset(0.0, 5.0), 5.0);
        assert!(drop_offset(0.1, 5.0) < 5.0);
        assert_eq!(drop_offset(1.0, 5.0), 0.0);
    }
}
