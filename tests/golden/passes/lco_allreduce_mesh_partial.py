# ptoc: opt --backend 910B --passes=lower_composite_ops
# A mesh allreduce of a partial valid box (the reference's
# test_allreduce_mesh_lowering_preserves_partial_valid_shape): the leading dims fold into
# rows, the view is [6, 4] with valid [3, 2], and the valid rectangle is read whole,
# reduced over the peers between two barriers and stored back; the reset takes both
# generations off.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[1, 3, 2], stride=[], layout=pl.TensorLayout.ND)]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[1, 3, 2], stride=[], layout=pl.TensorLayout.ND)]:
        data = pld.tensor.allreduce(data, signal, op=0)
        return data
