# tests/ut/ir/transforms/test_lower_composite_ops.py::test_ring_allreduce_rejects_noncontiguous_partial_valid_box (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[
            pld.DistributedTensor[
                [2, 3, 4],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 3, 2], stride=[], layout=pl.TensorLayout.ND),
            ]
        ],
        signal: pl.InOut[pld.DistributedTensor[[2, 2], pl.INT32]],
    ) -> pld.DistributedTensor[
        [2, 3, 4],
        pl.FP32,
        pl.TensorView(valid_shape=[1, 3, 2], stride=[], layout=pl.TensorLayout.ND),
    ]:
        return pld.tensor.allreduce(data, signal, mode="ring")
