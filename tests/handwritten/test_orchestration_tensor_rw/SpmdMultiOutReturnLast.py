# tests/ut/codegen/test_orchestration_tensor_rw.py::TestTensorReadWriteOffsetCodegen::test_spmd_multi_out_return_value_aliases_actual_output (hand-written)
import pypto.language as pl


@pl.program
class SpmdMultiOutReturnLast:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        pre: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
        post: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[64, 64], pl.FP32],
        pl.Tensor[[64, 64], pl.FP32],
        pl.Tensor[[64, 64], pl.FP32],
    ]:
        tile = pl.load(a, [0, 0], [64, 64])
        pre = pl.store(tile, [0, 0], pre)
        post = pl.store(tile, [0, 0], post)
        tile_out = pl.add(tile, tile)
        out = pl.store(tile_out, [0, 0], out)
        return pre, post, out

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(
        self,
        in_buf: pl.Tensor[[64, 64], pl.FP32],
        final: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile = pl.load(in_buf, [0, 0], [64, 64])
        final = pl.store(tile, [0, 0], final)
        return final

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        pre: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
        post: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        final: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            pre, post, out = self.kernel(a, pre, post, out)
        final = self.consumer(out, final)
        return final
