# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_constant_core_num_is_accepted (LegalizeGraphBoundary): a Graph
# function launched from the orchestration function, its spmd_submit taking a constant
# core_num.  As the reference's test_orchestration_codegen_graph expects of a Graph: one
# file-scope function `static void pypto_graph_layer(const CoreTaskArgs& args)` binding
# its tensors (`const ChipTensor& a = args.tensor(0).ref();`) and its scalars by
# reference (`const uint64_t& blocks = args.scalar(0);`), its task args named g0_
# (g0_params_t0), and at the call site the task args and
# `rt_submit_graph(&pypto_graph_layer, params_t0);`, its result not bound.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        o: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(x, [0, 0], [128, 128])
        o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        blocks: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.manual_scope():
            c, _ = pl.spmd_submit(self.kernel, a, c, core_num=4)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c, 4)
        return c
