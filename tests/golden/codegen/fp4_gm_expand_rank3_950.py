# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_fp4_packed_gm_expand_codegen.py test_fp4e2m1x2_make_tensor_view_expands_to_nibble_units,
# program Rank3, in the reference revision's spelling ([2, 16, 32] x2 carriers are [2, 16, 64] FP4
# elements): the view's shape is [2, 16, 64] and its strides [1024, 64, 1] in elements; the
# reference multiplies the leading strides out with arith.muli, ptoc folds the constant products.
import pypto.language as pl


@pl.program
class Rank3:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[2, 16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[2, 16, 64], pl.FP4]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP4]:
        return pl.store(pl.load(src, [0, 0, 0], [2, 16, 64]), [0, 0, 0], out)
