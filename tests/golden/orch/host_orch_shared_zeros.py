# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_create_tensor_shared_zeros_for_multiple_tensors (tests/ut/codegen/
# test_distributed_codegen.py): each pl.create_tensor is a zeroed shared tensor made by
# _alloc_intermediates; plain host tensors go to the chips through make_tensor_arg, and the
# HOST SubWorker is submitted with submit_sub.
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_add(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.SubWorker)
    def chip_sub(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.sub(a, b)
        return y

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch_add(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out: pl.Tensor[[64], pl.FP32] = self.chip_add(a, b, f)
        return out

    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch_sub(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out: pl.Tensor[[64], pl.FP32] = self.chip_sub(a, b, f)
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def reduce_sum(
        sum_ab: pl.Tensor[[64], pl.FP32],
        diff_ab: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return f

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        f: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        sum_ab: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        diff_ab: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        out_sum: pl.Tensor[[64], pl.FP32] = self.chip_orch_add(a, b, sum_ab)
        out_diff: pl.Tensor[[64], pl.FP32] = self.chip_orch_sub(a, b, diff_ab)
        out_f: pl.Tensor[[64], pl.FP32] = self.reduce_sum(out_sum, out_diff, f)
        return out_f
