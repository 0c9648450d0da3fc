# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestPropertyVerification::test_verifier_rejects_aic_tpop_from_aiv_into_left (hand-written)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def bad_aic(self):
        _: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Left] = pl.tpop_from_aiv(
            shape=[16, 128], dtype=pl.BF16
        )
