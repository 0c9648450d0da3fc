# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_assemble_tile_tile_then_cast_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[1, 32], pl.FP32],
        b: pl.Tensor[[1, 32], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[1, 64], pl.BF16]],
    ) -> pl.Tensor[[1, 64], pl.BF16]:
        t__tile = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        assemble_src = pl.load(a, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        t_1__tile = pl.tile.assemble(t__tile, assemble_src, [0, 0])
        assemble_src_1 = pl.load(b, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        t_2__tile = pl.tile.assemble(t_1__tile, assemble_src_1, [0, 32])
        out__tile = pl.tile.cast(t_2__tile, target_type=pl.BF16, mode="round")
        ret0__store = pl.store(out__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        a: pl.Tensor[[1, 32], pl.FP32],
        b: pl.Tensor[[1, 32], pl.FP32],
    ) -> pl.Tensor[[1, 64], pl.BF16]:
        ret0__out = pl.create_tensor([1, 64], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        out = self.main_incore_0(a, b, ret0__out)
        return out
