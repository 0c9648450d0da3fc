# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertCrossCoreSplitOps::test_aiv_shard_left_right_lowers_to_tile_aiv_shard (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, a: pl.Tensor[[128, 128], pl.FP32], b: pl.Tensor[[128, 128], pl.FP32]
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            # Cube op OUTSIDE the region: a matmul cannot be vector-split.
            qk = pl.matmul(a, b)
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                res = pl.aiv_shard(qk)
        return res
