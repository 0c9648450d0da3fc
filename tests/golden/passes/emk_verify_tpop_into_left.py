# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestPropertyVerification::test_verifier_rejects_aic_tpop_from_aiv_into_left: an AIC pop lands in Mat
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def bad_aic(self):
        _: pl.Tile[
            [16, 128],
            pl.BF16,
            pl.MemorySpace.Left,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tpop_from_aiv(split=0)
