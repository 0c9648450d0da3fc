# tests/ut/codegen/test_pto_codegen_gather_row.py::_build_static_valid_program (hand-written)
import pypto.language as pl

MM = 32
ROWS = 128
HEAD_DIM = 128
NSRC = 256
STATIC_ROWS = ROWS // 2


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[NSRC, HEAD_DIM], pl.BF16],
        a: pl.Tensor[[MM, ROWS], pl.BF16],
    ) -> pl.Tensor[[MM, HEAD_DIM], pl.FP32]:
        kv = pl.create_l1([ROWS, HEAD_DIM], pl.BF16)
        kv = pl.gather_row(kv, src, [0, 0], [0, 0], [ROWS, HEAD_DIM], valid_shape=[STATIC_ROWS, HEAD_DIM])
        return pl.matmul(a, kv, out_dtype=pl.FP32)

    @pl.function
    def main(
        self,
        src: pl.Tensor[[NSRC, HEAD_DIM], pl.BF16],
        a: pl.Tensor[[MM, ROWS], pl.BF16],
    ) -> pl.Tensor[[MM, HEAD_DIM], pl.FP32]:
        r = self.kernel(src, a)
        return r
