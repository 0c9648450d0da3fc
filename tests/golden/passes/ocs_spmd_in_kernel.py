# ptoc: opt --backend 910B --passes=convert_to_ssa,outline_cluster_scopes
# tests/ut/ir/transforms/test_composite_in_spmd_partitioning.py::test_composite_inside_spmd_lowers (width 2): the pl.spmd scope of an InCore function stays, its loop var bound to the block index
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 16
NRANKS = 2
width = 2


@pl.program
class InSpmd:
    @pl.function(type=pl.FunctionType.InCore)
    def gather_step(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        data: pl.InOut[pld.DistributedTensor[[NRANKS, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NRANKS, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[NRANKS, SIZE], pl.FP32]:
        for _ in pl.spmd(width, name_hint="ag_spmd"):
            data = pld.tensor.allgather(inp, data, signal)
        return data
