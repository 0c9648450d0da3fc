# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_local_tensor_write_to_tile_write (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, a: pl.Tensor[[4], pl.FP32], b: pl.Tensor[[4], pl.FP32]
    ) -> pl.Scalar[pl.FP32]:
        a_tile = pl.load(a, [0], [4])
        b_tile = pl.load(b, [0], [4])
        t_tile = pl.tile.add(a_tile, b_tile)
        val = pl.tile.read(a_tile, [0])
        pl.tile.write(t_tile, [0], val)
        v = pl.tile.read(t_tile, [0])
        return v

    @pl.function
    def main(self, a: pl.Tensor[[4], pl.FP32], b: pl.Tensor[[4], pl.FP32]) -> pl.Scalar[pl.FP32]:
        v = self.main_incore_0(a, b)
        return v
