# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestPropertyVerification::test_verifier_rejects_cross_core_missing_pipe_setup (hand-written)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def bad_aic(self):
        _: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(
            shape=[16, 128], dtype=pl.BF16
        )

    @pl.function(type=pl.FunctionType.AIV)
    def bad_aiv(self):
        x: pl.Tile[[16, 128], pl.FP32] = pl.tpop_from_aic(shape=[16, 128], dtype=pl.FP32)
        _ = pl.exp(x)
