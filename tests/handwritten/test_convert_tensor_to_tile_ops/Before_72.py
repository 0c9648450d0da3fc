# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertCrossCoreSplitOps::test_aic_gather_left_right_lowers_to_tile_aic_gather (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                h = pl.exp(x)
                res = pl.aic_gather(h)
        return res
