# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_gm_tensor_read_stays_tensor_read (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        config: pl.Tensor[[4], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile = pl.load(x, [0], [64])
        scale_tile = pl.tensor.read(config, [0])
        y_tile = pl.tile.muls(x_tile, scale_tile)
        out_0_store = pl.store(y_tile, [0], out_0)
        return out_0_store

    @pl.function
    def main(
        self, config: pl.Tensor[[4], pl.FP32], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        out_0 = pl.create_tensor([64], dtype=pl.FP32)
        y = self.main_incore_0(config, x, out_0)
        return y
