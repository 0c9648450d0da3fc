# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.rsqrt with high_precision lowers in two calls (a step of its
# lowers_to): a Vec scratch tile of the input's shape and dtype (`rsqrt_tmp`)
# and tile.rsqrt on it; without high_precision it is tile.rsqrt alone.  A
# [M, 1] operand of tensor.add makes it tile.row_expand_add, the wide operand
# first.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        r: pl.Tensor[[16, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.rsqrt(x, high_precision=True)
        b: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.rsqrt(a)
        c: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(r, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(out, c, [0, 0])
        return out_1
