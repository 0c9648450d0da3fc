# tests/ut/language/parser/test_distributed_tensor_polymorphism.py::test_tensor_slice_on_distributed_tensor_preserves_kind (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        out: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 32], pl.FP32]:
        sub = pl.tensor.slice(data, [1, 32], [0, 0])
        tile = pl.load(sub, [0, 0], [1, 32])
        return pl.store(tile, [0, 0], out)
