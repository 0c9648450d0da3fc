# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_mesh_lowering_accepts_explicit_packed_nd_stride (hand-written)
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
                pl.TensorView(stride=[12, 4, 1], layout=pl.TensorLayout.ND),
            ]
        ],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[
        [2, 3, 4],
        pl.FP32,
        pl.TensorView(stride=[12, 4, 1], layout=pl.TensorLayout.ND),
    ]:
        return pld.tensor.allreduce(data, signal)
