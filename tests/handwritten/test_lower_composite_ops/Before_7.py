# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_rejects_oversized_partial_valid_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[
            pld.DistributedTensor[
                [2, 65537],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 65537], stride=[], layout=pl.TensorLayout.ND),
            ]
        ],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[
        [2, 65537],
        pl.FP32,
        pl.TensorView(valid_shape=[1, 65537], stride=[], layout=pl.TensorLayout.ND),
    ]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data
