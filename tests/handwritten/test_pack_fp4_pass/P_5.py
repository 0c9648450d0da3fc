# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_rejects_unsupported::case_tensor_dim (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP4]) -> pl.Scalar[pl.INDEX]:
        return pl.tensor.dim(x, 0)
