# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_slice_static_subwindow_binds_subview_result (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class StaticSubviewProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores_in: pl.Tensor[[5, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[5, 64], pl.FP32]],
    ) -> pl.Tensor[[5, 64], pl.FP32]:
        scores: pl.Tile[[5, 128], pl.FP32] = pl.load(scores_in, [0, 0], [5, 128])
        sliced: pl.Tile[[5, 64], pl.FP32] = pl.tile.slice(scores, [5, 64], [0, 0])
        return pl.store(sliced, [0, 0], out)
