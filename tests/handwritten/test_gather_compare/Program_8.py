# tests/ut/ir/operators/test_gather_compare.py::TestTensorGatherCompareTypes::test_valid_src_dtype (hand-written)
import pypto.language as pl

cmp_mode = 'eq'
offset = 0
src_dtype = pl.FP32


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[32, 64], src_dtype],
        kvalue: pl.Scalar[src_dtype],
    ) -> tuple[pl.Tensor[[32, 8], pl.INT32], pl.Tensor[[1, 32], pl.INT32]]:
        d, c = pl.tensor.gather(src, kvalue=kvalue, cmp_mode=cmp_mode, offset=offset, out_cols=8)
        return d, c
