# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_fp4_packed_gm_expand_codegen.py test_fp4e2m1x2_make_tensor_view_expands_to_nibble_units,
# program Rank2, in the reference revision's spelling (pl.FP4 counts FP4 elements: the test's
# [2, 256] pl.FP4E2M1X2 carriers are [2, 512] here, as in its test_fp4_pack_codegen.py): the tensor
# views and partition views are in FP4 elements (512 on the last axis, never 256), the tile in
# x2 carriers (cols=256).
import pypto.language as pl


@pl.program
class Rank2:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[2, 512], pl.FP4],
        out: pl.Out[pl.Tensor[[2, 512], pl.FP4]],
    ) -> pl.Tensor[[2, 512], pl.FP4]:
        viewed: pl.Tensor[[2, 512], pl.FP4] = pl.tensor.view(src, [2, 512])
        return pl.store(pl.load(viewed, [0, 0], [2, 512]), [0, 0], out)
