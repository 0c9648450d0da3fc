# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_deducer_rejects_plain_tensor (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld

_ALLREDUCE_SIZE = 16
SIZE = _ALLREDUCE_SIZE


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        local: pl.Tensor[[1, SIZE], pl.FP32],  # plain tensor — not distributed
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        # Intentional type misuse — verifies the runtime deducer
        # rejects a plain Tensor where a DistributedTensor is expected.
        local = pld.tensor.allreduce(local, signal, op=pld.ReduceOp.Sum)  # pyright: ignore[reportArgumentType]
        return local
