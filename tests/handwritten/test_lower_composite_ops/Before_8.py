# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_dynamic_partial_valid_shape_uses_bounded_physical_rectangle (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

m = pl.dynamic("ALLREDUCE_VALID_M")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[
            pld.DistributedTensor[
                [64, 64],
                pl.FP32,
                pl.TensorView(valid_shape=[1, m], stride=[], layout=pl.TensorLayout.ND),
            ]
        ],
        shape_anchor: pl.Tensor[[1, m], pl.FP32],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[
        [64, 64],
        pl.FP32,
        pl.TensorView(valid_shape=[1, m], stride=[], layout=pl.TensorLayout.ND),
    ]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data
