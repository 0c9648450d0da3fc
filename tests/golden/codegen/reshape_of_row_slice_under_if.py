# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_pto_codegen test_pto_codegen_reshaped_row_slice_under_if_keeps_its_row_offset:
# a reshape of the row slice col[32:64] (its row given by a scalar assigned 32 in the unrolled
# page's branch) is its own alloc_tile, at the window's address (the column's + 32 * 4 bytes),
# not at the column's base, which would make page 1 read page 0's rows.
import pypto.language as pl


@pl.program
class PagedColumnSlice:
    @pl.function(type=pl.FunctionType.InCore)
    def paged(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Tensor[[1], pl.INT32],
        scale: pl.Tensor[[2, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[2, 32], pl.FP32]],
    ) -> pl.Tensor[[2, 32], pl.FP32]:
        limit = pl.cast(pl.read(n, [0]), pl.INDEX)
        col = pl.row_sum(x)
        for page in pl.unroll(2):
            if page < limit:
                r0 = page * 32
                part = pl.reshape(col[r0 : r0 + 32, :], [1, 32])
                output[page : page + 1, 0:32] = pl.mul(part, scale[page : page + 1, 0:32])
        return output
