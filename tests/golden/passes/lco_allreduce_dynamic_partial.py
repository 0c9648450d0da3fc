# ptoc: opt --backend 910B --passes=lower_composite_ops
# A mesh allreduce of a [64, 64] window whose valid_shape [1, m] is dynamic (the
# reference's test_allreduce_dynamic_partial_valid_shape_uses_bounded_physical_rectangle):
# the rectangle is read through a tile of the view's static [64, 64] shape with the
# symbolic valid width, by the local load and by every peer's remote load alike.
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
