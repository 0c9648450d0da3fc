# tests/ut/language/parser/test_distributed_tensor_polymorphism.py::test_store_plain_tensor_stays_tensor_type (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        local = pl.load(inp, [0, 0], [1, 64])
        return pl.store(local, [0, 0], out)
