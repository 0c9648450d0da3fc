# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_dump_vars_attr_preserved_through_call_site_update (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        result: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(lhs, rhs)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        pl.dump_tag(lhs)
        result: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(lhs, rhs)
        return result
