# tests/ut/codegen/test_pto_codegen_gather_row.py::test_gather_row_transpose_emits_dn_source_view (hand-written)
import pypto.language as pl

ROWS = 128
HEAD_DIM = 128
NSRC = 256
MM = 32
transpose = True
acc_shape = [HEAD_DIM, ROWS]
a_shape = [MM, HEAD_DIM]
out_shape = [MM, ROWS]


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[NSRC, HEAD_DIM], pl.BF16],
        a: pl.Tensor[a_shape, pl.BF16],
    ) -> pl.Tensor[out_shape, pl.FP32]:
        kv = pl.create_l1(acc_shape, pl.BF16, transpose=transpose)
        for r in pl.range(ROWS):
            if transpose:
                kv = pl.gather_row(kv, src, [0, r], [r, 0], [1, HEAD_DIM], transpose=True)
            else:
                kv = pl.gather_row(kv, src, [r, 0], [r, 0], [1, HEAD_DIM])
        return pl.matmul(a, kv, out_dtype=pl.FP32)

    @pl.function
    def main(
        self,
        src: pl.Tensor[[NSRC, HEAD_DIM], pl.BF16],
        a: pl.Tensor[a_shape, pl.BF16],
    ) -> pl.Tensor[out_shape, pl.FP32]:
        r = self.kernel(src, a)
        return r
