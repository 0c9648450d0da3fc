# tests/ut/codegen/test_img2col_codegen.py::test_tensor_img2col_matmul_codegen (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP16], w: pl.Tensor[[32, 32], pl.FP16],
               out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        src = x
        lhs = pl.img2col(src, 16, 32, [16, 32], image_shape=(8, 8), kernel_size=(3, 3), padding=(1, 1, 1, 1))
        result = pl.matmul(lhs, w)
        return pl.assemble(out, result, [0, 0])
