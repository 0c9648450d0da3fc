# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_slice_full_window_dynamic_valid_shape_uses_subview_valid (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class FullWindowSliceProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores_in: pl.Tensor[[16, 256], pl.BF16],
        valid_rows: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 256], pl.BF16]],
    ) -> pl.Tensor[[16, 256], pl.BF16]:
        scores: pl.Tile[[16, 256], pl.BF16] = pl.load(scores_in, [0, 0], [16, 256])
        trimmed: pl.Tile[[16, 256], pl.BF16] = pl.tile.slice(
            scores, [16, 256], [0, 0], valid_shape=[valid_rows, 256]
        )
        return pl.store(trimmed, [0, 0], out)
