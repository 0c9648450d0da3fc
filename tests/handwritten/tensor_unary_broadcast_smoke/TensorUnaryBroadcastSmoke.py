# examples/language/intermediate/tensor_unary_broadcast_smoke.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TensorUnaryBroadcastSmoke:
    @pl.function(type=pl.FunctionType.Opaque)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        row: pl.Tensor[[16, 1], pl.FP32],
        col: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Tensor[[16, 128], pl.FP32],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.auto_incore():
            tmp = pl.rsqrt(pl.add(x, 1.0))
            tmp = pl.row_expand_mul(tmp, row)
            tmp = pl.col_expand_mul(tmp, col)
            tmp = pl.minimum(pl.relu(pl.neg(tmp)), tmp)
            out = pl.assemble(out, tmp, [0, 0])
        return out
