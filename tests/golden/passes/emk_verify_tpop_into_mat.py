# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestPropertyVerification::test_verifier_rejects_aiv_tpop_from_aic_into_mat: an AIV pop lands in Vec
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def bad_aiv(self):
        _: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat, pl.TileView()] = pl.tpop_from_aic(split=0)
