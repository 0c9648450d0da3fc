# tests/ut/ir/operators/test_gather_compare.py::TestTensorGatherCompareTypes::test_mutually_exclusive_index_and_compare (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[32, 64], pl.FP32],
        idx: pl.Tensor[[32, 8], pl.INT32],
        kv: pl.Scalar[pl.FP32],
    ) -> pl.Tensor[[32, 8], pl.FP32]:
        return pl.tensor.gather(src, dim=-1, index=idx, kvalue=kv, cmp_mode="eq", out_cols=8)
