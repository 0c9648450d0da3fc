# ptoc: opt --backend 910B --passes=materialize_tensor_strides
# From the reference case _string___TestProg__1: a tensor var's written MemRef is dropped (the op's deduced type).
import pypto.language as pl

@pl.program
class TestProg:
    @pl.function
    def test_fn(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 256)] = pl.tensor.adds(x__ssa_v0, 1.0)
        return y__ssa_v0
