# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestGmLocalTensorConversion::test_local_tensor_read_to_tile_read (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        t_tile = pl.tile.create([64], dtype=pl.FP32)
        v_tile = pl.tile.read(t_tile, [0])
        return v_tile

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        v = self.main_incore_0(x)
        return v
