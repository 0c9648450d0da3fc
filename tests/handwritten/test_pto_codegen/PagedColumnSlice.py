# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_reshaped_row_slice_under_if_keeps_its_row_offset (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


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
