# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertCrossCoreSplitOps::test_aiv_shard_up_down_lowers_to_tile_aiv_shard (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(
                a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat
            )
            b_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(
                b, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat
            )
            qk__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                res__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(qk__tile)
        ret0__store: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(res__tile, [0, 0], ret0__out)
        return ret0__store
