# tests/ut/codegen/test_distributed_codegen.py::TestChipTaskCollection::test_collect_chip_funcs_includes_submit_callee (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def down_seed(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def decode_fwd(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, _a_tid = pl.submit(self.down_seed, x)
        return a
