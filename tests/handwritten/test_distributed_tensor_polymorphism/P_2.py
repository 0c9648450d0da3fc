# tests/ut/language/parser/test_distributed_tensor_polymorphism.py::test_store_capture_form_rebinds_distributed_tensor_var (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        local = pl.load(inp, [0, 0], [1, 64])
        data = pl.store(local, [0, 0], data)
        return pl.store(local, [0, 0], out)
