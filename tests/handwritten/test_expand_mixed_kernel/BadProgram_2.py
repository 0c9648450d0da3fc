# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestPropertyVerification::test_verifier_rejects_aiv_tpop_from_aic_into_mat (hand-written)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def bad_aiv(self):
        _: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat] = pl.tpop_from_aic(
            shape=[16, 128], dtype=pl.BF16
        )
