# tests/st/runtime/ops/test_scatter.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Scatter1RowProgram:
    """Single-row dst/src/index, FP32 + INT32 (regression for issue #1586).

    Before the fix, the scatter lowering built its per-row base arange with a
    ``tile.ci`` of shape ``[1, rows]``; for ``rows == 1`` that is ``[1, 1]``,
    which trips the ``pto.tci`` "innermost dim (Cols) != 1" ISA check and fails
    compilation in ``convert_tensor_to_tile_ops``. With ``rows == 1`` the row
    base offset is always 0, so the lowering now uses the column index directly.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[1, 16], pl.FP32],
        idx: pl.Tensor[[1, 8], pl.INT32],
        val: pl.Tensor[[1, 8], pl.FP32],
        output: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
            output = pl.assemble(output, out, [0, 0])
        return output
