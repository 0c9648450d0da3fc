# tests/ut/language/parser/test_distributed_tensor_polymorphism.py::test_tensor_assemble_target_distributed_tensor_keeps_kind (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        data = pl.tensor.assemble(data, src, [0, 0])
        tile = pl.load(data, [0, 0], [1, 64])
        return pl.store(tile, [0, 0], out)
