# ptoc: run --backend 910B --ranks 4 --in 0=rank --in 1=zeros --in 2=zeros --print 0 --print 2
# A mesh allreduce inside a kernel of a [2, 2048] window whose valid_shape [1, m] is
# dynamic (the reference's
# test_allreduce_dynamic_partial_valid_shape_uses_bounded_physical_rectangle, its window
# [2, 2048] so that check's pl.dynamic value 128 fits, and its signal sized for 4 ranks),
# called with m = 5 through shape_anchor: the valid [1, m] rectangle, read through a tile
# of the view's [2, 2048] shape, holds 0 + 1 + 2 + 3 on every rank, the rest of the window
# keeps the rank's own value, and the reset takes both barriers' credits back.
#   ptoc check --ranks 4 --fill signal=0 tests/golden/exec/ranks_allreduce_dynamic_partial_numbers.py
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
                [2, 2048],
                pl.FP32,
                pl.TensorView(valid_shape=[1, m], stride=[], layout=pl.TensorLayout.ND),
            ]
        ],
        shape_anchor: pl.Tensor[[1, m], pl.FP32],
        signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]],
    ) -> pld.DistributedTensor[
        [2, 2048],
        pl.FP32,
        pl.TensorView(valid_shape=[1, m], stride=[], layout=pl.TensorLayout.ND),
    ]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 2048], pl.FP32]],
        shape_anchor: pl.Tensor[[1, 5], pl.FP32],
        signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 2048], pl.FP32]:
        data = self.reduce_step(data, shape_anchor, signal)
        return data
